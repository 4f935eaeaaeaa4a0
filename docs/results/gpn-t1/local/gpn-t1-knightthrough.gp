set terminal svg size 900,520 dynamic font 'sans,11'
set output 'gpn-t1-knightthrough.svg'
set title 'gpn-t1 — knightthrough (local)' noenhanced
set key outside right top noenhanced
set grid ytics
set xlabel 'C_pn'
set ylabel 'win rate of A (%)'
set yrange [0:100]
plot 'gpn-t1-knightthrough.dat' index 0 using 1:2:3:4 with yerrorlines lc 1 title 'Knightthrough PNRank', \
     'gpn-t1-knightthrough.dat' index 0 using 1:5 with linespoints dt 2 lc 1 title 'Knightthrough PNRank (paper)', \
     'gpn-t1-knightthrough.dat' index 1 using 1:2:3:4 with yerrorlines lc 2 title 'Knightthrough PNRank+SB', \
     'gpn-t1-knightthrough.dat' index 1 using 1:5 with linespoints dt 2 lc 2 title 'Knightthrough PNRank+SB (paper)', \
     'gpn-t1-knightthrough.dat' index 2 using 1:2:3:4 with yerrorlines lc 3 title 'Knightthrough PNMax+SB', \
     'gpn-t1-knightthrough.dat' index 2 using 1:5 with linespoints dt 2 lc 3 title 'Knightthrough PNMax+SB (paper)', \
     'gpn-t1-knightthrough.dat' index 3 using 1:2:3:4 with yerrorlines lc 4 title 'Knightthrough PNSum+SB', \
     'gpn-t1-knightthrough.dat' index 3 using 1:5 with linespoints dt 2 lc 4 title 'Knightthrough PNSum+SB (paper)'
