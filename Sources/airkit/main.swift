print("airkit")
