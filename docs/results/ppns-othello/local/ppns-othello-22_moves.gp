set terminal svg size 900,520 dynamic font 'sans,11'
set output 'ppns-othello-22_moves.svg'
set title 'ppns-othello — 22 moves (local)' noenhanced
set key outside right top noenhanced
set grid ytics
set xlabel 'nodes'
set ylabel 'positions concluded'
set logscale x
plot 'ppns-othello-22_moves.dat' index 0 using 1:2 with steps lc 1 title 'PNS', \
     'ppns-othello-22_moves.dat' index 1 using 1:2 with steps lc 2 title 'MCPNS', \
     'ppns-othello-22_moves.dat' index 2 using 1:2 with steps lc 3 title 'PPNS pr=0.00001'
