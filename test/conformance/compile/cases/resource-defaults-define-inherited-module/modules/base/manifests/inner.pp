define base::inner() {
  file { "/inner/${title}": }
  notify { "inner-${name}": message => $caller_module_name }
}
