# SPDX-License-Identifier: MIT
# Which CPython the worker embeds, and where its standard library is.
#
#   default                       the system's, found by pkg-config (Debian: libpython3.11-dev)
#   PKG_CONFIG_PATH=DIR           the first python3-embed.pc found there
#   -DSAFEPY_PYTHON_PREFIX=DIR    exactly the installation under DIR (pyenv: ~/.pyenv/versions/3.11.7)
#   -DSAFEPY_STATIC_PYTHON=OFF    link libpython3.11.so even where libpython3.11.a exists
#
# Defines: the interface target safepy_python, the function safepy_python_target(tgt),
# SAFEPY_PYTHON_VERSION (e.g. 3.11.7), SAFEPY_PYTHON_STATIC, SAFEPY_PYTHON_HOME,
# SAFEPY_PYTHON_STDLIB, SAFEPY_PYTHON_DYNLOAD and SAFEPY_PYTHON_SITE (for config.h),
# SAFEPY_PYTHON_EXE (the
# matching interpreter, if installed: the conformance reference), SAFEPY_FASTPATH_ON.

set(SAFEPY_PYTHON_SUPPORTED "3.11")
set(SAFEPY_PYTHON_PREFIX "" CACHE PATH "Install prefix of the CPython ${SAFEPY_PYTHON_SUPPORTED} to embed (default: pkg-config's)")
option(SAFEPY_STATIC_PYTHON "Link libpython statically when the installation has the archive (non-PIE worker; bytecode runs ~25% faster on Debian)" ON)

macro(_py_restore_env var)
  if(DEFINED _saved_${var})
    set(ENV{${var}} "${_saved_${var}}")
  else()
    unset(ENV{${var}})
  endif()
endmacro()
foreach(var PKG_CONFIG_LIBDIR PKG_CONFIG_PATH)
  if(DEFINED ENV{${var}})
    set(_saved_${var} "$ENV{${var}}")
  endif()
endforeach()
if(SAFEPY_PYTHON_PREFIX)
  # Only that installation: pkg-config must not fall back to the system's.
  file(GLOB _pc_dirs LIST_DIRECTORIES true "${SAFEPY_PYTHON_PREFIX}/lib/pkgconfig"
       "${SAFEPY_PYTHON_PREFIX}/lib/*/pkgconfig" "${SAFEPY_PYTHON_PREFIX}/lib64/pkgconfig")
  list(JOIN _pc_dirs ":" _pc_libdir)
  set(ENV{PKG_CONFIG_LIBDIR} "${_pc_libdir}")
  unset(ENV{PKG_CONFIG_PATH})
endif()
# The generic name first, so that a PKG_CONFIG_PATH naming another version is refused
# below instead of being skipped for the system's 3.11.
pkg_search_module(PYEMBED IMPORTED_TARGET python3-embed python-${SAFEPY_PYTHON_SUPPORTED}-embed)
if(NOT PYEMBED_FOUND)
  message(FATAL_ERROR "safepy: no CPython ${SAFEPY_PYTHON_SUPPORTED} to embed was found "
    "(pkg-config python3-embed). Install libpython${SAFEPY_PYTHON_SUPPORTED}-dev, "
    "or give -DSAFEPY_PYTHON_PREFIX=<prefix of a CPython ${SAFEPY_PYTHON_SUPPORTED} installation>.")
endif()
pkg_get_variable(_py_prefix ${PYEMBED_MODULE_NAME} prefix)
# Later lookups (json-c, cmocka...) see the caller's pkg-config search path again.
_py_restore_env(PKG_CONFIG_LIBDIR)
_py_restore_env(PKG_CONFIG_PATH)

# The version, from the headers themselves (pkg-config only knows major.minor).
find_file(_py_patchlevel patchlevel.h PATHS ${PYEMBED_INCLUDE_DIRS} NO_DEFAULT_PATH NO_CACHE)
set(SAFEPY_PYTHON_VERSION "${PYEMBED_VERSION}")
if(_py_patchlevel)
  file(STRINGS "${_py_patchlevel}" _pv REGEX "^#define PY_VERSION ")
  string(REGEX REPLACE ".*\"([^\"]+)\".*" "\\1" SAFEPY_PYTHON_VERSION "${_pv}")
endif()
if(NOT PYEMBED_VERSION VERSION_EQUAL SAFEPY_PYTHON_SUPPORTED)
  message(FATAL_ERROR "safepy: the CPython found under ${_py_prefix} is ${SAFEPY_PYTHON_VERSION}; "
    "safepy embeds CPython ${SAFEPY_PYTHON_SUPPORTED}.x only (its worker's syscall table and "
    "its tests are made for it). Point SAFEPY_PYTHON_PREFIX or PKG_CONFIG_PATH at a "
    "${SAFEPY_PYTHON_SUPPORTED} installation.")
endif()

# Where its standard library is: asked of the matching interpreter when it is installed,
# else the layout every CPython install uses under its prefix.
set(_py_ver ${SAFEPY_PYTHON_SUPPORTED})
find_program(SAFEPY_PYTHON_EXE python${_py_ver} PATHS "${_py_prefix}/bin" NO_DEFAULT_PATH NO_CACHE)
set(SAFEPY_PYTHON_HOME "${_py_prefix}")
set(SAFEPY_PYTHON_STDLIB "${_py_prefix}/lib/python${_py_ver}")
set(SAFEPY_PYTHON_DYNLOAD "${SAFEPY_PYTHON_STDLIB}/lib-dynload")
# Where installed third-party packages are (numpy and friends): the interpreter's own
# site directories, in its order.
set(SAFEPY_PYTHON_SITE "${_py_prefix}/lib/python${_py_ver}/site-packages")
set(_py_libpl "")
set(_py_static_libs "")
if(SAFEPY_PYTHON_EXE)
  execute_process(COMMAND "${SAFEPY_PYTHON_EXE}" -I -S -c
    "import sys, sysconfig as s; v = s.get_config_var
print(sys.version.split()[0]); print(s.get_paths()['stdlib']); print(v('DESTSHARED'))
print(v('LIBPL')); print(' '.join(str(v(k) or '') for k in ('LIBS', 'SYSLIBS', 'MODLIBS', 'LOCALMODLIBS')))
import site; print(':'.join(site.getsitepackages()))"
    OUTPUT_VARIABLE _out RESULT_VARIABLE _rc OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(_rc EQUAL 0)
    string(REPLACE "\n" ";" _out "${_out}")
    list(GET _out 0 _exe_ver)
    if(_exe_ver STREQUAL SAFEPY_PYTHON_VERSION)
      list(GET _out 1 SAFEPY_PYTHON_STDLIB)
      list(GET _out 2 SAFEPY_PYTHON_DYNLOAD)
      list(GET _out 3 _py_libpl)
      list(GET _out 4 _py_static_libs)
      list(LENGTH _out _n)
      if(_n GREATER 5)
        list(GET _out 5 SAFEPY_PYTHON_SITE)
      endif()
    else()
      message(STATUS "worker: ${SAFEPY_PYTHON_EXE} is ${_exe_ver}, not the library's ${SAFEPY_PYTHON_VERSION}: not asked")
      unset(SAFEPY_PYTHON_EXE)
    endif()
  endif()
endif()
if(NOT EXISTS "${SAFEPY_PYTHON_STDLIB}/os.py" OR NOT IS_DIRECTORY "${SAFEPY_PYTHON_DYNLOAD}")
  message(FATAL_ERROR "safepy: CPython ${SAFEPY_PYTHON_VERSION} under ${_py_prefix} has no standard "
    "library at ${SAFEPY_PYTHON_STDLIB} (with lib-dynload). Install it (Debian: libpython${_py_ver}-stdlib).")
endif()

# Static or shared. The archive is found beside the shared library (Debian) or in the
# installation's config directory (a source build, pyenv).
file(GLOB _py_config_dirs "${SAFEPY_PYTHON_STDLIB}/config-${_py_ver}*")
find_file(_py_archive libpython${_py_ver}.a PATHS ${PYEMBED_LIBDIR} ${_py_libpl} ${_py_config_dirs}
          NO_DEFAULT_PATH NO_CACHE)
add_library(safepy_python INTERFACE)
target_include_directories(safepy_python INTERFACE ${PYEMBED_INCLUDE_DIRS})
if(SAFEPY_STATIC_PYTHON AND _py_archive)
  set(SAFEPY_PYTHON_STATIC ON)
  if(NOT _py_static_libs)
    set(_py_static_libs "-ldl -lm")
  endif()
  separate_arguments(_py_static_libs UNIX_COMMAND "${_py_static_libs}")
  list(FILTER _py_static_libs INCLUDE REGEX "^-l")
  list(REMOVE_DUPLICATES _py_static_libs)
  # The whole archive: extension modules in lib-dynload resolve the C API from the program.
  target_link_libraries(safepy_python INTERFACE -Wl,--whole-archive ${_py_archive} -Wl,--no-whole-archive
                        ${_py_static_libs})
else()
  set(SAFEPY_PYTHON_STATIC OFF)
  target_link_libraries(safepy_python INTERFACE PkgConfig::PYEMBED)
endif()
# The C fast path needs the internal parser API, which only the archive gives us.
set(SAFEPY_FASTPATH_ON ${SAFEPY_PYTHON_STATIC})
if(SAFEPY_PYTHON_STATIC)
  set(SAFEPY_PYTHON_LINKAGE static)
else()
  set(SAFEPY_PYTHON_LINKAGE shared)
endif()
if(SAFEPY_PYTHON_STATIC)
  message(STATUS "worker: CPython ${SAFEPY_PYTHON_VERSION}, static ${_py_archive} (non-PIE), stdlib ${SAFEPY_PYTHON_STDLIB}")
else()
  message(STATUS "worker: CPython ${SAFEPY_PYTHON_VERSION}, shared ${PYEMBED_LINK_LIBRARIES}, stdlib ${SAFEPY_PYTHON_STDLIB}")
endif()

function(safepy_python_target target)
  target_link_libraries(${target} PRIVATE safepy_python)
  if(SAFEPY_PYTHON_STATIC)
    # The archive is not position-independent on Debian: the program is linked without
    # PIE, and exports the C API for the extension modules.
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE OFF ENABLE_EXPORTS ON)
    target_compile_definitions(${target} PRIVATE SAFEPY_FASTPATH=1)
  endif()
endfunction()
