notify { 'n01': message => String([SemVer('1.2.3'), SemVerRange('1.x'), SemVerRange('~> 1.2'), SemVerRange('1.2.3 - 2.3.4')]) }
notify { 'n02': message => String([SemVerRange('>=1.0.0 >=1.2.0 <2.0.0'), SemVerRange('<=1.2'), SemVerRange('>1'), SemVerRange('>x')]) }
notify { 'n03': message => String([SemVerRange('1.x || 2.x'), SemVerRange('1.x || 1.2.x'), SemVerRange('1.0.0 || 1.0.1'), SemVerRange('1.2.3 || 1.2.3+b')]) }
notify { 'n04': message => String([SemVerRange('>2.0.0 <1.0.0'), SemVerRange('1.2.3 - 1.2.3'), SemVerRange('>=1.0.0 || <1.0.0-rc1')]) }
notify { 'n05': message => String([SemVerRange(SemVer('1.0.0'), SemVer('2.0.0')), SemVerRange(SemVer('1.0.0'), SemVer('2.0.0'), true), SemVerRange(default, SemVer('2.0.0')), SemVerRange(SemVer('1.0.0'), default)]) }
notify { 'n06': message => String({SemVerRange('1.x') => 1, SemVerRange('>=1.0.0 <2.0.0') => 2}) }
notify { 'n07': message => String(SemVerRange('1.x') == SemVerRange('>=1.0.0 <2.0.0')) }
notify { 'n08': message => String(SemVer['>=1.0.0', '<1.2.0']) }
notify { 'n09': message => String([SemVer['1.x', '2.x'], SemVer['1.x', '3.x'], SemVer['1.x', '3.x', '2.x'], SemVer['<1.0.0', '1.0.0'], SemVer['1.0.0', '1.0.1']]) }
notify { 'n10': message => String(SemVer['1.2.x'] < SemVer['1.x', '3.x']) }
notify { 'n11': message => String(SemVer('1.2.3-rc1') =~ SemVerRange('1.2.3-a || 1.2.4')) }
notify { 'n12': message => String(SemVer('1.2.3-rc1') =~ SemVerRange('>=1.2.3-a >=1.0.0')) }
notify { 'n13': message => String(SemVer('1.2.3+b') =~ SemVerRange('1.2.3')) }
notify { 'n14': message => String(SemVer('1.2.3') =~ SemVer['1.2.3+b']) }
