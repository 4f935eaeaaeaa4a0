# Agents (agents/): Check suites that build games with the front end and run the agents on the
# interpreter.  test_agents_params: keys, presets, the availability matrix; test_agents_play:
# wins in one, reproducibility, budgets, node limits, tree reuse, whole games;
# test_agents_tree: statistics invariants, dead ends, nodal expansion, roll-up, reuse through dots;
# test_agents_solver: score bounds and proof numbers (hand-built trees, proven positions);
# test_agents_nmcs: nested Monte-Carlo search, minimax rollouts, the new agents at play.
foreach(suite test_agents_params test_agents_play test_agents_tree test_agents_solver test_agents_nmcs)
  add_executable(${suite} agents/${suite}.c agents/agent_games.c agents/solver_positions.c game_files.c)
  target_include_directories(${suite} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR}/agents)
  target_link_libraries(${suite} PRIVATE rbg_agents rbgc_front rbg_interp PkgConfig::CHECK m)
  target_compile_definitions(${suite} PRIVATE RBG_SOURCE_DIR="${RBG_SOURCE_DIR}")
  add_test(NAME ${suite} COMMAND ${suite})
  set_tests_properties(${suite} PROPERTIES ENVIRONMENT "CK_FORK=no;CK_DEFAULT_TIMEOUT=600;RBG_CACHE=${RBG_TEST_CACHE}"
                       TIMEOUT 1200)
endforeach()

# The human agent's out-of-memory exit, its allocations failed on purpose (see the test).
add_executable(test_human_alloc agents/test_human_alloc.c)
target_include_directories(test_human_alloc PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/agents)
target_link_libraries(test_human_alloc PRIVATE rbg_agents PkgConfig::CHECK)
target_link_options(test_human_alloc PRIVATE -Wl,--wrap=calloc)
add_test(NAME test_human_alloc COMMAND test_human_alloc)
