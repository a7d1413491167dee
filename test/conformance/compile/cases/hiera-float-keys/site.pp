# YAML keys Psych reads as an integral Float (2.0) or a big Integer keep that type and value.
$v = lookup('versions')
notify { 'keys': message => $v.map |$k, $x| { "${type($k, generalized)}:${k}=${x}" }.join(' ') }
