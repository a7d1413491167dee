define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'alpha', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra }
}
class c1 (
  Boolean $p1 = true,
  Array[String] $p2 = [],
) {
  notify { 'c1-n1': message => "${p1} says hi" }
  tag 'gamma'
}

