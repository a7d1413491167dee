class a { tag 'extra'
 notify { 't': message => tagged('extra') }
 notify { 'f': message => tagged('nope') } }
include a
