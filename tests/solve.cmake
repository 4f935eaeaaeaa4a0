# The proof-number solvers (agents/pn_*.c) and `rbg solve`.  test_solve: the rules of PNS, MCPNS
# and PPNS on hand trees, forced wins, node and time limits, reproducibility, and the three
# algorithms agreeing with a minimax written in the test on small positions of tic-tac-toe,
# connect four and the 5x5 breakthrough games (misère ones included).  cli_solve: the command's
# outputs, JSON and errors.
# A Check suite of solve/NAME.c, with the minimax oracle and the game loaders.
function(rbg_solve_test name)
  add_executable(${name} solve/${name}.c solve/minimax.c agents/agent_games.c game_files.c)
  target_include_directories(${name} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}
                             ${CMAKE_CURRENT_SOURCE_DIR}/agents ${CMAKE_CURRENT_SOURCE_DIR}/solve)
  target_link_libraries(${name} PRIVATE rbg_agents rbgc_front rbg_interp PkgConfig::CHECK m)
  target_compile_definitions(${name} PRIVATE RBG_SOURCE_DIR="${RBG_SOURCE_DIR}")
  add_test(NAME ${name} COMMAND ${name})
  set_tests_properties(${name} PROPERTIES ENVIRONMENT "CK_FORK=no;CK_DEFAULT_TIMEOUT=600"
                       TIMEOUT 1200)
endfunction()
rbg_solve_test(test_solve)

add_test(NAME cli_solve
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/solve.sh
                 $<TARGET_FILE:rbg> $<TARGET_FILE:rbgc> ${RBG_SOURCE_DIR})
set_tests_properties(cli_solve PROPERTIES TIMEOUT 900)

# df-pn and the state hash: transpositions hash equal, no collision in a million states, df-pn
# agreeing with minimax (also with tiny tables) and with PNS on Connect Four after 12 random
# plies (the PPNS paper's positions), known values, cycles refused.
rbg_solve_test(test_dfpn)
if(RBG_SANITIZE)
  set_property(TEST test_dfpn APPEND PROPERTY ENVIRONMENT "RBG_DFPN_QUICK=1")
endif()

# The solvers' tables and exact scores: PNS, MCPNS and PPNS with --tt agree with minimax and save
# nodes, a deliberately colliding hash never gives a wrong value, exact scores by "at least v".
rbg_solve_test(test_tables)

# A second opinion on Connect Four: an independent bitboard solver finds 5x4 and 6x5 drawn and
# agrees with df-pn on hundreds of positions of both boards.
rbg_solve_test(test_connect_four)
target_sources(test_connect_four PRIVATE solve/connect_four_solver.c)
if(RBG_SANITIZE)
  set_property(TEST test_connect_four APPEND PROPERTY ENVIRONMENT "RBG_DFPN_QUICK=1")
endif()
