set terminal svg size 900,520 dynamic font 'sans,11'
set output 'nmcs-t4-breakthrough5x5.svg'
set title 'nmcs-t4 — breakthrough5x5 (local)' noenhanced
set key outside right top noenhanced
set grid ytics
set xlabel 'ms per move (or the nodal states of that time)'
set ylabel 'win rate of A (%)'
set yrange [0:100]
set logscale x
plot 'nmcs-t4-breakthrough5x5.dat' index 0 using 1:2:3:4 with yerrorlines lc 1 title 'Breakthrough n1', \
     'nmcs-t4-breakthrough5x5.dat' index 0 using 1:5 with linespoints dt 2 lc 1 title 'Breakthrough n1 (paper)', \
     'nmcs-t4-breakthrough5x5.dat' index 1 using 1:2:3:4 with yerrorlines lc 2 title 'Breakthrough n1-dpod', \
     'nmcs-t4-breakthrough5x5.dat' index 1 using 1:5 with linespoints dt 2 lc 2 title 'Breakthrough n1-dpod (paper)', \
     'nmcs-t4-breakthrough5x5.dat' index 2 using 1:2:3:4 with yerrorlines lc 3 title 'Breakthrough n1-cow', \
     'nmcs-t4-breakthrough5x5.dat' index 2 using 1:5 with linespoints dt 2 lc 3 title 'Breakthrough n1-cow (paper)', \
     'nmcs-t4-breakthrough5x5.dat' index 3 using 1:2:3:4 with yerrorlines lc 4 title 'Breakthrough n2-cow', \
     'nmcs-t4-breakthrough5x5.dat' index 3 using 1:5 with linespoints dt 2 lc 4 title 'Breakthrough n2-cow (paper)'
