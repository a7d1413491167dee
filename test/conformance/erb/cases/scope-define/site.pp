define erbdef($port) {
  notify { 'erb': message => template('TEMPLATE') }
}
erbdef { 'svc': port => 8080 }
