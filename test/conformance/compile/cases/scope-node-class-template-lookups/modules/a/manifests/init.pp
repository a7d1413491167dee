class a($p = 'ap') {
  $av = 'from-a'
  File { owner => 'a-owner' }
  include a::b
  notify { 'a-sees': message => [$nv, $::nv, $tv] }
}
