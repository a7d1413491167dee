class a(Integer $port = 80, Optional[String] $name2 = undef, Array[String] $list = ['x']) { notify { 'a': message => $port } }
class { 'a': port => 8080 }
