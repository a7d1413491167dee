notify { 'n01': message => Timestamp('2020-01-02T13:04:05Z').strftime('%z|%-z|%_z|%0z|%6z|%010z|%_10z|%-10z') }
notify { 'n02': message => Timestamp('2020-01-02T13:04:05Z').strftime('%:z|%-:z|%_:z|%_8:z|%::z|%-::z|%_12::z|%:::z|%-:::z|%5:::z') }
notify { 'n03': message => Timestamp('2020-01-02T13:04:05Z').strftime('%z|%-z|%_z|%6z|%_10z', 'UTC') }
notify { 'n04': message => Timestamp('2020-01-02T13:04:05Z').strftime('%z|%-z|%_z|%_8:z|%::z|%:::z|%_7:::z', '-03:30') }
notify { 'n05': message => Timestamp('2020-01-02T13:04:05Z').strftime('%z|%_z|%:::z|%_7:::z', '+05:30') }
notify { 'n06': message => Timestamp('2020-01-02T13:04:05Z').strftime('%Ey|%EY|%Ec|%EC|%Ex|%EX|%Ea|%Od|%Oe|%OH|%OI|%Ok|%Ol|%Om|%OM|%OS|%Ou|%OU|%OV|%Ow|%OW|%Oy|%OY') }
notify { 'n07': message => Timestamp('2020-01-02T13:04:05Z').strftime('%E-y|%-Ey|%E5y|%5Ey|%:y|%::::z|%E:z|%:Ez|%^Ea') }
