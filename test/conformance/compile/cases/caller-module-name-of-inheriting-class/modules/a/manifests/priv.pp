class a::priv inherits a::params { notify { 'priv': message => "[${caller_module_name}][${module_name}]" } }
