class a::b { notify { 'x': message => "${title} ${name}" } }
include a::b
