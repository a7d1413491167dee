notify { 'n01': message => String(Callable[[String, Callable], Any]) }
notify { 'n02': message => String(Callable[[Integer], Any] == Callable[Integer]) }
notify { 'n03': message => String(Sensitive[Any]) }
notify { 'n04': message => String(Timespan[2.5, 3.25]) }
notify { 'n05': message => String(Timespan[0.1]) }
notify { 'n06': message => String(Timespan[-2.5]) }
notify { 'n07': message => String(Timespan[1e-9]) }
notify { 'n08': message => String(Timespan[2.0]) }
notify { 'n09': message => String(Timespan[Timespan(2.5)]) }
