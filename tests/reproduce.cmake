# scripts/reproduce.sh, one command per table of the papers: its options, outputs and shards
# (cli_reproduce), its cluster engines, GNU parallel and a one-node Slurm started by the test
# (cli_reproduce_engines, skipped with the reason when not root), and the smoke scale of every
# table (reproduce_smoke_TABLE, a few seconds each), and that the committed results are what the
# current report writes from their raw files (reproduce_results_current).
foreach(case reproduce reproduce_engines)
  add_test(NAME cli_${case}
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/${case}.sh
                   $<TARGET_FILE:rbg> $<TARGET_FILE:rbgc> ${RBG_SOURCE_DIR})
  set_tests_properties(cli_${case} PROPERTIES TIMEOUT 900 SKIP_RETURN_CODE 77
                       ENVIRONMENT "RBG_CACHE=${RBG_TEST_CACHE}")
endforeach()

file(GLOB RBG_REPRO_TABLES CONFIGURE_DEPENDS ${RBG_SOURCE_DIR}/scripts/reproduce/tables/*.toml)
foreach(table_file ${RBG_REPRO_TABLES})
  get_filename_component(table ${table_file} NAME_WE)
  add_test(NAME reproduce_smoke_${table}
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/reproduce/smoke.sh $<TARGET_FILE:rbg>
                   ${RBG_SOURCE_DIR} ${table})
  set_tests_properties(reproduce_smoke_${table} PROPERTIES TIMEOUT 600
                       ENVIRONMENT "RBG_CACHE=${RBG_TEST_CACHE}")
endforeach()

add_test(NAME reproduce_results_current
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/reproduce/results_current.sh $<TARGET_FILE:rbg>
                 ${RBG_SOURCE_DIR})
set_tests_properties(reproduce_results_current PROPERTIES TIMEOUT 600 SKIP_RETURN_CODE 77)
