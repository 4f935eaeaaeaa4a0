set terminal svg size 900,520 dynamic font 'sans,11'
set output 'gpn-t1-skirmish.svg'
set title 'gpn-t1 — skirmish (local)' noenhanced
set key outside right top noenhanced
set grid ytics
set xlabel 'C_pn'
set ylabel 'win rate of A (%)'
set yrange [0:100]
plot 'gpn-t1-skirmish.dat' index 0 using 1:2:3:4 with yerrorlines lc 1 title 'Skirmish PNRank', \
     'gpn-t1-skirmish.dat' index 0 using 1:5 with linespoints dt 2 lc 1 title 'Skirmish PNRank (paper)', \
     'gpn-t1-skirmish.dat' index 1 using 1:2:3:4 with yerrorlines lc 2 title 'Skirmish PNRank+SB', \
     'gpn-t1-skirmish.dat' index 1 using 1:5 with linespoints dt 2 lc 2 title 'Skirmish PNRank+SB (paper)', \
     'gpn-t1-skirmish.dat' index 2 using 1:2:3:4 with yerrorlines lc 3 title 'Skirmish PNMax+SB', \
     'gpn-t1-skirmish.dat' index 2 using 1:5 with linespoints dt 2 lc 3 title 'Skirmish PNMax+SB (paper)', \
     'gpn-t1-skirmish.dat' index 3 using 1:2:3:4 with yerrorlines lc 4 title 'Skirmish PNSum+SB', \
     'gpn-t1-skirmish.dat' index 3 using 1:5 with linespoints dt 2 lc 4 title 'Skirmish PNSum+SB (paper)'
