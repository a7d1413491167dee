class b::sub inherits a::params { notify { 'sub': message => "[${caller_module_name}][${module_name}]" } }
