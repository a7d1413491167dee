if 'web-042' =~ /^(\w+)-(\d+)$/ {
  notify { 'm': message => "${1} ${2} ${0}" }
}
