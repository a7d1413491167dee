notify { 'a': message => "tab\tnl\nuni\u00e9 dollar\$" }
