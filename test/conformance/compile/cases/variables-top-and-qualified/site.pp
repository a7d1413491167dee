$top = 'T'
class a { $inner = 'I' }
include a
notify { 'a': message => "${::top} ${a::inner} ${top}" }
