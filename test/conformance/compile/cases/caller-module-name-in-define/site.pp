define d() { notify { "d-${title}": message => "[${caller_module_name}][${module_name}]" } }
d { "top": }
class c { d { "in-c": } }
include c
