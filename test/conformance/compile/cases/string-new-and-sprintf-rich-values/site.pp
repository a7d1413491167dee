notify { 'n01': message => String(Timestamp('2020-01-01'), '%s') }
notify { 'n02': message => String(Timestamp('2020-01-01'), '%.4s') }
notify { 'n03': message => String(Timestamp('2020-01-01'), '%d') }
notify { 'n04': message => String(Timestamp('2020-01-01'), '%x') }
notify { 'n05': message => String(Timespan(1.5), '%f') }
notify { 'n06': message => String(Timespan(-1.5), '%d') }
notify { 'n07': message => String(Timespan(1.5), '%10s') }
notify { 'n08': message => String(SemVer('1.2.3'), '%p') }
notify { 'n09': message => String(SemVer('1.2.3'), {SemVer => '%-10s'}) }
notify { 'n10': message => String(SemVerRange('1.x'), '%p') }
notify { 'n11': message => String(SemVerRange('1.x'), '%s') }
notify { 'n12': message => String([SemVer('1.2.3')], {Array => {format => '%a', string_formats => {SemVer => '%10s'}}}) }
notify { 'n13': message => sprintf('%s %s %s %s', Timestamp('2020-01-01'), Timespan(-1.5), SemVer('1.2.3'), SemVerRange('1.x')) }
notify { 'n14': message => sprintf('%p %p', SemVer('1.2.3'), Binary('aGVsbG8=')) }
notify { 'n15': message => sprintf('%s', [SemVer('1.2.3'), Binary('aGVsbG8='), {Timespan(2) => SemVerRange('1.x')}]) }
