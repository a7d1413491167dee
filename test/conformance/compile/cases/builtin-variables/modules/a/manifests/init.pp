class a {
  notify { 'a': message => "cm=${caller_module_name} mn=${module_name}" }
  include b::x
  b::d { 't': }
}
