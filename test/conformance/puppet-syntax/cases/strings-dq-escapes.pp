$a = "tab\tnewline\n\$ \" \u00e9 \u{1F600}"
