File <|  |> { require +> Notify['ghost'] }
package { 'pkg1': tag => 'beta', * => {  } }
package { 'pkg2': noop => true, tag => 'web' }
notify { 'n1': before => Package['pkg2'], noop => false }
@exec { ['run1', 'run2', 'run3']: loglevel => 'warning', command => 'touch /tmp/x' }
notify { 'n2': message => 'hello' }
realize([Exec['run2'], Exec['run1']])
$v7 = [1, 2]
