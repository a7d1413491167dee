class mod($port = 8080, $hosts = ['a', 'b']) {
  $x = template('mod/x.erb')
  file { '/etc/mod.conf': content => template('mod/x.erb', 'mod/y.erb') }
  notify { 'inline': message => inline_template('<%= @hosts.map { |h| h.upcase }.join(",") %>') }
}
include mod
