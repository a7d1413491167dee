notify { 'n01': message => String(Timestamp(-62135596801)) }
notify { 'n02': message => String(Timestamp('0001-01-01')) }
notify { 'n03': message => String(Timestamp('0099-03-01')) }
notify { 'n04': message => String(Timestamp(1e15)) }
notify { 'n05': message => Timestamp(-62135596801).strftime('%Y %C %y %G %g %V %U %j %a') }
notify { 'n06': message => Timestamp('-0001-06-15', '%Y-%m-%d').strftime('%Y|%C|%y|%-Y|%5Y|%_5Y|%G') }
notify { 'n07': message => Timestamp('0050-02-28', '%Y-%m-%d').strftime('%F %j %U %W %V %G %u %w') }
