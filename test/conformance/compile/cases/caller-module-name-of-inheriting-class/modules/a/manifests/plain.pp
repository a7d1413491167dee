class a::plain { notify { 'plain': message => "[${caller_module_name}][${module_name}]" } }
