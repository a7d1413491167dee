type Cfg = Struct[{host => String, port => Integer}]
class c(Cfg $cfg) { }
class { "c": cfg => {host => "h", port => "80"} }
