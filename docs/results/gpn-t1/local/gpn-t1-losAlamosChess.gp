set terminal svg size 900,520 dynamic font 'sans,11'
set output 'gpn-t1-losAlamosChess.svg'
set title 'gpn-t1 — losAlamosChess (local)' noenhanced
set key outside right top noenhanced
set grid ytics
set xlabel 'C_pn'
set ylabel 'win rate of A (%)'
set yrange [0:100]
plot 'gpn-t1-losAlamosChess.dat' index 0 using 1:2:3:4 with yerrorlines lc 1 title 'Los Alamos chess PNRank', \
     'gpn-t1-losAlamosChess.dat' index 0 using 1:5 with linespoints dt 2 lc 1 title 'Los Alamos chess PNRank (paper)', \
     'gpn-t1-losAlamosChess.dat' index 1 using 1:2:3:4 with yerrorlines lc 2 title 'Los Alamos chess PNRank+SB', \
     'gpn-t1-losAlamosChess.dat' index 1 using 1:5 with linespoints dt 2 lc 2 title 'Los Alamos chess PNRank+SB (paper)', \
     'gpn-t1-losAlamosChess.dat' index 2 using 1:2:3:4 with yerrorlines lc 3 title 'Los Alamos chess PNMax+SB', \
     'gpn-t1-losAlamosChess.dat' index 2 using 1:5 with linespoints dt 2 lc 3 title 'Los Alamos chess PNMax+SB (paper)', \
     'gpn-t1-losAlamosChess.dat' index 3 using 1:2:3:4 with yerrorlines lc 4 title 'Los Alamos chess PNSum+SB', \
     'gpn-t1-losAlamosChess.dat' index 3 using 1:5 with linespoints dt 2 lc 4 title 'Los Alamos chess PNSum+SB (paper)'
