notify { "a": message => SemVer("1.2.3") =~ SemVerRange(">=1.0.0 <2.0.0") }
notify { "b": message => String(SemVerRange("~> 1.2")) }
notify { "c": message => String(SemVer("1.2.3-rc.1+b5")) }
