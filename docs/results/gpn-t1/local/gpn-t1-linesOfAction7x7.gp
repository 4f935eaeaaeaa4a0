set terminal svg size 900,520 dynamic font 'sans,11'
set output 'gpn-t1-linesOfAction7x7.svg'
set title 'gpn-t1 — linesOfAction7x7 (local)' noenhanced
set key outside right top noenhanced
set grid ytics
set xlabel 'C_pn'
set ylabel 'win rate of A (%)'
set yrange [0:100]
plot 'gpn-t1-linesOfAction7x7.dat' index 0 using 1:2:3:4 with yerrorlines lc 1 title 'Lines of Action 7×7 PNRank', \
     'gpn-t1-linesOfAction7x7.dat' index 0 using 1:5 with linespoints dt 2 lc 1 title 'Lines of Action 7×7 PNRank (paper)', \
     'gpn-t1-linesOfAction7x7.dat' index 1 using 1:2:3:4 with yerrorlines lc 2 title 'Lines of Action 7×7 PNRank+SB', \
     'gpn-t1-linesOfAction7x7.dat' index 1 using 1:5 with linespoints dt 2 lc 2 title 'Lines of Action 7×7 PNRank+SB (paper)', \
     'gpn-t1-linesOfAction7x7.dat' index 2 using 1:2:3:4 with yerrorlines lc 3 title 'Lines of Action 7×7 PNMax+SB', \
     'gpn-t1-linesOfAction7x7.dat' index 2 using 1:5 with linespoints dt 2 lc 3 title 'Lines of Action 7×7 PNMax+SB (paper)', \
     'gpn-t1-linesOfAction7x7.dat' index 3 using 1:2:3:4 with yerrorlines lc 4 title 'Lines of Action 7×7 PNSum+SB', \
     'gpn-t1-linesOfAction7x7.dat' index 3 using 1:5 with linespoints dt 2 lc 4 title 'Lines of Action 7×7 PNSum+SB (paper)'
