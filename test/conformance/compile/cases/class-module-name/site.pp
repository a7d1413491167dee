class a { notify { 'a': message => $module_name } }
include a
