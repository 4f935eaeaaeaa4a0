# The proof-number solvers (agents/pn_*.c) and `rbg solve`.  test_solve: the rules of PNS, MCPNS
# and PPNS on hand trees, forced wins, node and time limits, reproducibility, and the three
# algorithms agreeing with a minimax written in the test on small positions of tic-tac-toe,
# connect four and the 5x5 breakthrough games (misère ones included).  cli_solve: the command's
# outputs, JSON and errors.
add_executable(test_solve solve/test_solve.c solve/minimax.c agents/agent_games.c game_files.c)
target_include_directories(test_solve PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}
                           ${CMAKE_CURRENT_SOURCE_DIR}/agents ${CMAKE_CURRENT_SOURCE_DIR}/solve)
target_link_libraries(test_solve PRIVATE rbg_agents rbgc_front PkgConfig::CHECK m)
target_compile_definitions(test_solve PRIVATE RBG_SOURCE_DIR="${RBG_SOURCE_DIR}")
add_test(NAME test_solve COMMAND test_solve)
set_tests_properties(test_solve PROPERTIES ENVIRONMENT "CK_FORK=no;CK_DEFAULT_TIMEOUT=600"
                     TIMEOUT 1200)

add_test(NAME cli_solve
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/solve.sh
                 $<TARGET_FILE:rbg> $<TARGET_FILE:rbgc> ${RBG_SOURCE_DIR})
set_tests_properties(cli_solve PROPERTIES TIMEOUT 900)
