class a::b {
  file { '/b': }
  notify { 'b-sees': message => [$av, $a::av, $p, $a::p, $nv, $module_name, $name, $title] }
  notify { 'b-tmpl': message => template('a/t.erb') }
}
