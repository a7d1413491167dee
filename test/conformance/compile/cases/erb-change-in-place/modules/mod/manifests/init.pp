# Puppet hands an ERB template its own Ruby objects: the template's delete, ||= and << change the
# variables' hash and array, and a later template sees the change; a resource declared before keeps
# the value it was given (Puppet copies it then). Nothing reads the variables after the templates.
class mod(Hash $defaults = {'Port' => 22, 'X11Forwarding' => 'no'}) {
  $options = $defaults + {'UsePAM' => 'yes'}
  $list = ['a'] + ['b']
  notify { 'before': message => $options }
  $first = template('mod/opts.erb')
  $second = template('mod/opts.erb')
  file { '/etc/opts': content => "${first}--\n${second}" }
}
