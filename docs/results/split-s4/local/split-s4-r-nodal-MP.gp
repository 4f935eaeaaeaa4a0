set terminal svg size 900,520 dynamic font 'sans,11'
set output 'split-s4-r-nodal-MP.svg'
set title 'split-s4 — r-nodal-MP (local)' noenhanced
set key outside right top noenhanced
set grid ytics
set ylabel 'win rate of A (%)'
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -40 noenhanced
set yrange [0:*]
plot 'split-s4-r-nodal-MP.dat' using 1:3:xticlabels(stringcolumn(2)) with boxes title 'ours', \
     'split-s4-r-nodal-MP.dat' using 1:3:4:5 with yerrorbars lc black pt 0 notitle, \
     'split-s4-r-nodal-MP.dat' using 1:6 with points pt 7 ps 1.2 lc rgb 'red' title 'paper'
