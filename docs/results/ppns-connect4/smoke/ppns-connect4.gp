set terminal svg size 900,520 dynamic font 'sans,11'
set output 'ppns-connect4.svg'
set title 'ppns-connect4 (smoke)' noenhanced
set key outside right top noenhanced
set grid ytics
set xlabel 'nodes'
set ylabel 'positions concluded'
set logscale x
plot 'ppns-connect4.dat' index 0 using 1:2 with steps lc 1 title 'PNS', \
     'ppns-connect4.dat' index 1 using 1:2 with steps lc 2 title 'MCPNS', \
     'ppns-connect4.dat' index 2 using 1:2 with steps lc 3 title 'PPNS θ=0.01', \
     'ppns-connect4.dat' index 3 using 1:2 with steps lc 4 title 'df-pn with a table', \
     'ppns-connect4.dat' index 4 using 1:2 with steps lc 5 title 'PNS --tt'
