# An undef given explicitly satisfies a parameter without default (placement::api passes
# service_name => undef to placement::generic_service on Debian); Hiera and defaults still apply.
class req($a, $b = 'default-b') {
  notify { 'class': message => "a=${a} b=${b} a-is-undef=${a =~ Undef}" }
}
define req_define($a, Optional[String] $c) {
  notify { "define ${title}": message => "a=${a} a-is-undef=${a =~ Undef} c=${c}" }
}
class { 'req': a => undef, b => undef }
req_define { 'one': a => undef, c => undef }
req_define { 'two': a => 'given', c => 'x' }
