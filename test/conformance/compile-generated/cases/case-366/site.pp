define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
class c1 {
  notify { 'c1-n1': noop => false }
  package { 'c1-pkg1': tag => ['db', 'beta'], noop => false }
}
class c2 {
  notify { 'c2-n1': message => 'world', withpath => false }
  contain c1
  notify { 'c2-n2': loglevel => 'info' }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = false,
) inherits c1 {
  Notify['c1-n1'] { tag => 'web' }
  notify { 'c3-n1': loglevel => 'warning' }
  @notify { 'c3-n2': tag => ['beta', 'gamma'], noop => true }
}
stage { 'pre': before => Stage['main'] }

