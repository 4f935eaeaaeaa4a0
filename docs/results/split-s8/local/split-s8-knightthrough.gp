set terminal svg size 900,520 dynamic font 'sans,11'
set output 'split-s8-knightthrough.svg'
set title 'split-s8 — knightthrough (local)' noenhanced
set key outside right top noenhanced
set grid ytics
set xlabel 'time limit per move (s), or the nodal states of that time'
set ylabel 'win rate of A (%)'
set yrange [0:100]
set logscale x
plot 'split-s8-knightthrough.dat' index 0 using 1:2:3:4 with yerrorlines lc 1 title 'knightthrough', \
     'split-s8-knightthrough.dat' index 0 using 1:5 with linespoints dt 2 lc 1 title 'knightthrough (paper)'
