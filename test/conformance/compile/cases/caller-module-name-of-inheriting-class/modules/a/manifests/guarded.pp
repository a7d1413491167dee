class a::guarded inherits a::params {
  assert_private()
  notify { 'guarded': message => "[${caller_module_name}][${module_name}]" }
}
