# The match runner: rbg play/match/merge (rbg/cmd_play.c, cmd_match.c, cmd_merge.c).
# Check suites for the statistics and the match files; command-line tests in tests/cli/match*.sh
# and play_observe.sh, small games so each takes seconds, under the sanitizers too.
foreach(suite test_match_stats test_match_file)
  rbg_check_suite(${suite})
  target_link_libraries(${suite} PRIVATE rbg_match)
endforeach()

file(GLOB RBG_MATCH_CLI_CASES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cli/match*.sh
     ${CMAKE_CURRENT_SOURCE_DIR}/cli/play_observe.sh)
foreach(case_file ${RBG_MATCH_CLI_CASES})
  get_filename_component(case ${case_file} NAME_WE)
  add_test(NAME cli_${case}
           COMMAND bash ${case_file} $<TARGET_FILE:rbg> $<TARGET_FILE:rbgc> ${RBG_SOURCE_DIR})
  set_tests_properties(cli_${case} PROPERTIES TIMEOUT 900
                       ENVIRONMENT "RBG_CACHE=${RBG_TEST_CACHE}")
endforeach()
