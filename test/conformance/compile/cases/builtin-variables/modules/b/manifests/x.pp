class b::x {
  notify { 'b::x': message => "cm=${caller_module_name} mn=${module_name} cm-is-string=${caller_module_name =~ String}" }
}
