// An app using airkit_flutter: its phone UI in main(), and the TV's UI in airKitTVMain(), which the
// plugin runs in a second engine. The pragma keeps the TV's entry point in a release build, where the
// Dart compiler drops functions nothing in Dart calls.
import 'package:airkit_flutter/airkit_flutter.dart';
import 'package:flutter/material.dart';

void main() {
  runApp(const PhoneApp());
}

@pragma('vm:entry-point')
void airKitTVMain() {
  runApp(const MaterialApp(home: Scaffold(body: Center(child: Text('On the TV')))));
}

class PhoneApp extends StatefulWidget {
  const PhoneApp({super.key});

  @override
  State<PhoneApp> createState() => _PhoneAppState();
}

class _PhoneAppState extends State<PhoneApp> {
  @override
  void initState() {
    super.initState();
    WidgetsBinding.instance.addPostFrameCallback((_) => AirKit.start());
  }

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      home: Scaffold(
        body: StreamBuilder<bool>(
          stream: AirKit.availability,
          builder: (context, snapshot) => Center(
            child: Column(mainAxisSize: MainAxisSize.min, children: [
              ElevatedButton(
                onPressed: snapshot.data == true ? () => AirKit.show('airKitTVMain') : null,
                child: const Text('Show on the TV'),
              ),
              ElevatedButton(onPressed: AirKit.stop, child: const Text('Stop')),
            ]),
          ),
        ),
      ),
    );
  }
}
