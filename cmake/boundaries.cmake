# The architecture's layers as link errors (docs/architecture.md).  Each boundary is a shared
# library made of the objects of some layers alone, linked with --no-undefined: when a layer
# calls a function of a layer it may not use, that library does not link and the build fails.
#   agents    see games only through the reasoner interface (rbg.h);
#   match     (rbg/'s match runner) sees agents and the interface only;
#   compiler  (rbgc_front) uses the tables and the module cache, never the interpreter;
#   interp    uses the tables and the interface, never the compiler.
# tests/boundaries.sh checks in turn that no layer has swallowed another one's objects.
function(rbg_boundary name)
  cmake_parse_arguments(B "" "" "LAYERS;SYSTEM" ${ARGN})
  set(objects)
  foreach(layer ${B_LAYERS})
    list(APPEND objects $<TARGET_OBJECTS:${layer}>)
  endforeach()
  add_library(rbg_boundary_${name} SHARED ${objects})
  set_target_properties(rbg_boundary_${name} PROPERTIES LINKER_LANGUAGE C
                        LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/boundaries)
  target_link_options(rbg_boundary_${name} PRIVATE -Wl,--no-undefined)
  target_link_libraries(rbg_boundary_${name} PRIVATE ${B_SYSTEM})
endfunction()

rbg_boundary(agents LAYERS rbg_agents rbg_reasoner SYSTEM m)
rbg_boundary(match LAYERS rbg_match rbg_agents rbg_reasoner SYSTEM m)
rbg_boundary(compiler LAYERS rbgc_front rbg_tables rbg_reasoner rbg_module_cache
             SYSTEM PkgConfig::NETTLE ${CMAKE_DL_LIBS})
rbg_boundary(interp LAYERS rbg_interp rbg_tables rbg_reasoner)
