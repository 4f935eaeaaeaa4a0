set terminal svg size 900,520 dynamic font 'sans,11'
set output 'ppns-connect4.svg'
set title 'ppns-connect4 (paper)' noenhanced
set key outside right top noenhanced
set grid ytics
set xlabel 'nodes'
set ylabel 'positions concluded'
set logscale x
plot 'ppns-connect4.dat' index 0 using 1:2 with steps lc 1 title 'PNS', \
     'ppns-connect4.dat' index 1 using 1:2 with steps lc 2 title 'MCPNS', \
     'ppns-connect4.dat' index 2 using 1:2 with steps lc 3 title 'PPNS θ=0.01', \
     'ppns-connect4.dat' index 3 using 1:2 with steps lc 4 title 'df-pn with a table', \
     'ppns-connect4.dat' index 4 using 1:2 with steps lc 5 title 'PNS --tt', \
     'ppns-connect4.dat' index 5 using 1:2 with steps lc 6 title 'PPNS θ=0.01 pr=0.001', \
     'ppns-connect4.dat' index 6 using 1:2 with steps lc 7 title 'PPNS θ=0.01 pr=0.0001', \
     'ppns-connect4.dat' index 7 using 1:2 with steps lc 8 title 'PPNS θ=0.01 pr=0.00001', \
     'ppns-connect4.dat' index 8 using 1:2 with steps lc 9 title 'PPNS θ=0.001 pr=0.001', \
     'ppns-connect4.dat' index 9 using 1:2 with steps lc 10 title 'PPNS θ=0.001 pr=0.0001', \
     'ppns-connect4.dat' index 10 using 1:2 with steps lc 11 title 'PPNS θ=0.001 pr=0.00001'
