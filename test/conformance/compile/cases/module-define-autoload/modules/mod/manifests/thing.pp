define mod::thing($v) { file { "/tmp/${title}": content => $v } }
